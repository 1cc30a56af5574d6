import {
  estimateFailure,
  estimateFailureMessages as messages,
  EstimateSendError,
  photoUploadFailure,
  photoUploadMessages,
} from './estimate-request-messages'

const sendError = (code: string, status: number, message: string) =>
  new EstimateSendError(code, status, message)

describe('estimateFailure', () => {
  it.each([
    sendError('', 0, 'TypeError: Failed to fetch'),
    sendError('', 0, 'TypeError: NetworkError when attempting to fetch resource.'),
    sendError('', 0, 'TypeError: fetch failed'),
    sendError('', 0, 'TypeError: Load failed'),
  ])('says the server was out of reach for %s', (error) => {
    expect(estimateFailure(error, true)).toEqual({
      kind: 'unreachable',
      message: messages.unreachable,
    })
  })

  it('says the visitor is offline when the browser knows it', () => {
    const offline = { kind: 'offline', message: messages.offline }
    expect(estimateFailure(sendError('', 0, 'TypeError: Failed to fetch'), false)).toEqual(offline)
    expect(estimateFailure(new TypeError('Failed to fetch'), false)).toEqual(offline)
  })

  it.each([
    [500, 'XX000', 'internal error'],
    [502, '', '<html>Bad gateway</html>'],
    [503, 'PGRST001', 'Database client error. Retrying the connection.'],
  ])('treats status %i as an unreachable server', (status, code, message) => {
    expect(estimateFailure(sendError(code, status, message), true).kind).toBe('unreachable')
  })

  it.each([
    'Too many requests from this email address. Please try again in a few minutes.',
    'Too many requests from this network. Please call us or try again later.',
  ])('shows the throttle message "%s" as the database words it', (message) => {
    expect(estimateFailure(sendError('PT429', 429, message), true)).toEqual({
      kind: 'throttled',
      message,
    })
  })

  it('has a throttle text of its own when the body has none', () => {
    expect(estimateFailure(sendError('', 429, ''), true).message).toBe(messages.throttled)
  })

  it('puts a refused e-mail address beside the e-mail field', () => {
    const error = sendError(
      '23514',
      400,
      'new row for relation "contact_submissions" violates check constraint "contact_submissions_email_check"',
    )
    expect(estimateFailure(error, true)).toEqual({
      kind: 'refused',
      message: messages.refusedField('email address'),
      field: 'email',
      fieldMessage: 'Please enter a valid email address',
    })
  })

  it('names the field of a check or not-null violation', () => {
    const phone = sendError(
      '23514',
      400,
      'new row for relation "contact_submissions" violates check constraint "contact_submissions_phone_check"',
    )
    expect(estimateFailure(phone, true)).toMatchObject({ kind: 'refused', field: 'phone' })
    const lastName = sendError(
      '23502',
      400,
      'null value in column "last_name" of relation "contact_submissions" violates not-null constraint',
    )
    expect(estimateFailure(lastName, true)).toEqual({
      kind: 'refused',
      message: messages.missingField('last name'),
      field: 'lastName',
      fieldMessage: 'Please check your last name',
    })
  })

  it('puts a refused earliest visit date beside the date field', () => {
    // As submit_estimate_request words it when the visitor's day is not Sacramento's.
    const error = sendError(
      '23514',
      400,
      'new row for relation "contact_submissions" violates check constraint "contact_submissions_earliest_visit_date_check"',
    )
    expect(estimateFailure(error, true)).toEqual({
      kind: 'refused',
      message: 'Our server did not accept the earliest date. Please check it and send again.',
      field: 'earliestVisitDate',
      fieldMessage: 'Please choose a date from today to 6 months from now',
    })
  })

  it('puts a refused visit time beside its choices', () => {
    const error = sendError(
      '23514',
      400,
      'new row for relation "contact_submissions" violates check constraint "contact_submissions_visit_window_check"',
    )
    expect(estimateFailure(error, true)).toEqual({
      kind: 'refused',
      message: messages.refusedField('visit time'),
      field: 'visitWindow',
      fieldMessage: 'Please choose one of the visit times',
    })
  })

  it.each([
    [400, '23514', 'violates check constraint "some_other_check"', 'code 23514'],
    [
      404,
      'PGRST202',
      'Could not find the function public.submit_estimate_request',
      'code PGRST202',
    ],
    [401, '42501', 'permission denied for function submit_estimate_request', 'code 42501'],
    [413, '', 'Payload too large', 'status 413'],
  ])('says what was refused for status %i', (status, code, message, reason) => {
    expect(estimateFailure(sendError(code, status, message), true)).toEqual({
      kind: 'refused',
      message: messages.refused(reason),
    })
  })

  it.each([new Error('boom'), 'oops', undefined])(
    'falls back to the unexpected text for %s',
    (error) => {
      expect(estimateFailure(error, true)).toEqual({
        kind: 'unexpected',
        message: messages.unexpected,
      })
    },
  )

  it('reads navigator.onLine by default', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    expect(estimateFailure(sendError('', 0, 'TypeError: fetch failed')).kind).toBe('offline')
  })
})

describe('photoUploadFailure', () => {
  it.each([
    [{ statusCode: '413', message: 'The object exceeded the maximum allowed size' }, 'too large'],
    [{ statusCode: '415', message: 'mime type text/plain is not supported' }, 'Only photos'],
    [{ statusCode: '403', message: 'new row violates row-level security policy' }, 'is over'],
    [{ statusCode: '400', message: 'new row violates row-level security policy' }, 'is over'],
    [{ statusCode: '502', message: 'Bad Gateway' }, "couldn't reach"],
    [{ message: 'Failed to fetch' }, "couldn't reach"],
    [{ statusCode: '409', message: 'The resource already exists' }, 'status 409'],
  ])('says why a photo did not upload: %o', (error, expected) => {
    expect(photoUploadFailure(error, true)).toContain(expected)
  })

  it('says the visitor is offline first', () => {
    expect(photoUploadFailure({ statusCode: '500' }, false)).toBe(photoUploadMessages.offline)
  })
})
