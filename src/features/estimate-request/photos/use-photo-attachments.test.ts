import { act, renderHook } from '@testing-library/react'
import { estimateRequestCopy } from '@/content/estimate-request'
import { PhotoError, type PhotoErrorReason, type PreparedPhoto } from './prepare-photo'
import { usePhotoAttachments } from './use-photo-attachments'

const copy = estimateRequestCopy.photos

const photoFile = (name: string) => new File(['jpeg bytes'], name, { type: 'image/jpeg' })
const prepared = (bytes = 300_000): PreparedPhoto => ({
  blob: new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }),
  width: 2048,
  height: 1536,
  sourceBytes: 12_000_000,
})

/** A fake prepare whose results the test settles by file name. */
function controlledPrepare() {
  const pending = new Map<
    string,
    { resolve: (photo: PreparedPhoto) => void; reject: (e: unknown) => void }
  >()
  const prepare = vi.fn(
    (file: File) =>
      new Promise<PreparedPhoto>((resolve, reject) => pending.set(file.name, { resolve, reject })),
  )
  const settle = async (name: string, outcome: PreparedPhoto | PhotoErrorReason) => {
    await act(async () => {
      if (typeof outcome === 'string') pending.get(name)!.reject(new PhotoError(outcome))
      else pending.get(name)!.resolve(outcome)
    })
  }
  return { prepare, settle }
}

let urls: string[]
beforeEach(() => {
  urls = []
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    urls.push(`blob:photo-${urls.length + 1}`)
    return urls.at(-1)!
  })
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
})

describe('usePhotoAttachments', () => {
  it('shows a photo at once while preparing, then ready with a smaller preview', async () => {
    const { prepare, settle } = controlledPrepare()
    const { result } = renderHook(() => usePhotoAttachments(prepare))
    act(() => result.current.add([photoFile('IMG_0042.jpg')]))
    expect(result.current.photos).toMatchObject([
      { name: 'IMG_0042.jpg', status: 'preparing', previewUrl: 'blob:photo-1' },
    ])
    expect(result.current.isPreparing).toBe(true)

    const photo = prepared()
    await settle('IMG_0042.jpg', photo)
    expect(result.current.photos).toMatchObject([
      { status: 'ready', prepared: photo, previewUrl: 'blob:photo-2' },
    ])
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:photo-1')
    expect(result.current.isPreparing).toBe(false)
    expect(result.current.message).toBeNull()
  })

  it('takes at most 5 photos and says so', () => {
    const { prepare } = controlledPrepare()
    const { result } = renderHook(() => usePhotoAttachments(prepare))
    act(() => result.current.add(['a', 'b', 'c'].map((name) => photoFile(`${name}.jpg`))))
    act(() => result.current.add(['d', 'e', 'f', 'g'].map((name) => photoFile(`${name}.jpg`))))
    expect(result.current.photos.map((photo) => photo.name)).toEqual([
      'a.jpg',
      'b.jpg',
      'c.jpg',
      'd.jpg',
      'e.jpg',
    ])
    expect(prepare).toHaveBeenCalledTimes(5)
    expect(result.current.message).toBe('You can add up to 5 photos.')
  })

  it.each([
    ['not-image', '“plan.jpg” is not a photo, so it was not added.'],
    ['too-large', '“plan.jpg” is over 25 MB, so it was not added.'],
    ['unreadable', copy.unreadable('plan.jpg')],
  ] as const)('drops a %s photo and names it', async (reason, message) => {
    const { prepare, settle } = controlledPrepare()
    const { result } = renderHook(() => usePhotoAttachments(prepare))
    act(() => result.current.add([photoFile('plan.jpg')]))
    await settle('plan.jpg', reason)
    expect(result.current.photos).toEqual([])
    expect(result.current.message).toBe(message)
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:photo-1')
  })

  it('keeps every refusal of one choice, and clears them on the next add', async () => {
    const { prepare, settle } = controlledPrepare()
    const { result } = renderHook(() => usePhotoAttachments(prepare))
    act(() => result.current.add([photoFile('a.jpg'), photoFile('b.jpg')]))
    await settle('a.jpg', 'not-image')
    await settle('b.jpg', 'unreadable')
    expect(result.current.message).toBe(`${copy.notImage('a.jpg')} ${copy.unreadable('b.jpg')}`)
    act(() => result.current.add([photoFile('c.jpg')]))
    expect(result.current.message).toBeNull()
  })

  it('removes a photo and revokes its preview, even while it is prepared', async () => {
    const { prepare, settle } = controlledPrepare()
    const { result } = renderHook(() => usePhotoAttachments(prepare))
    act(() => result.current.add([photoFile('a.jpg')]))
    act(() => result.current.remove(result.current.photos[0]!.id))
    expect(result.current.photos).toEqual([])
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:photo-1')
    await settle('a.jpg', prepared())
    expect(result.current.photos).toEqual([])
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1)
  })

  it('follows the upload: uploading, failed with its reason, then uploaded', async () => {
    const { prepare, settle } = controlledPrepare()
    const { result } = renderHook(() => usePhotoAttachments(prepare))
    act(() => result.current.add([photoFile('a.jpg')]))
    await settle('a.jpg', prepared())
    const { id } = result.current.photos[0]!
    act(() => result.current.setUploadStatus(id, 'uploading'))
    expect(result.current.photos[0]).toMatchObject({ status: 'uploading' })
    act(() => result.current.setUploadStatus(id, 'failed', 'No connection.'))
    expect(result.current.photos[0]).toMatchObject({ status: 'failed', error: 'No connection.' })
    act(() => result.current.setUploadStatus(id, 'uploaded'))
    expect(result.current.photos[0]).toMatchObject({ status: 'uploaded', error: undefined })
    expect(result.current.photos[0]!.prepared).toBeDefined()
  })

  it('hands over the prepared photos once none is still being prepared', async () => {
    const { prepare, settle } = controlledPrepare()
    const { result } = renderHook(() => usePhotoAttachments(prepare))
    act(() => result.current.add([photoFile('a.jpg'), photoFile('b.jpg'), photoFile('c.jpg')]))
    await settle('a.jpg', prepared())
    let handed: string[] | undefined
    void result.current.whenPrepared().then((photos) => {
      handed = photos.map((photo) => photo.name)
    })
    await settle('b.jpg', 'unreadable')
    expect(handed).toBeUndefined()
    await settle('c.jpg', prepared())
    expect(handed).toEqual(['a.jpg', 'c.jpg'])
    expect(await result.current.whenPrepared()).toHaveLength(2)
  })

  it('clears every photo and the message for the next request', async () => {
    const { prepare, settle } = controlledPrepare()
    const { result } = renderHook(() => usePhotoAttachments(prepare))
    act(() => result.current.add([photoFile('a.jpg'), photoFile('b.jpg')]))
    await settle('a.jpg', 'not-image')
    act(() => result.current.clear())
    expect(result.current.photos).toEqual([])
    expect(result.current.message).toBeNull()
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:photo-2')
  })

  it('revokes every preview when it unmounts', async () => {
    const { prepare, settle } = controlledPrepare()
    const { result, unmount } = renderHook(() => usePhotoAttachments(prepare))
    act(() => result.current.add([photoFile('a.jpg'), photoFile('b.jpg')]))
    await settle('a.jpg', prepared())
    unmount()
    expect(vi.mocked(URL.revokeObjectURL).mock.calls.flat()).toEqual(
      expect.arrayContaining(['blob:photo-1', 'blob:photo-2', 'blob:photo-3']),
    )
    await settle('b.jpg', prepared())
    expect(URL.createObjectURL).toHaveBeenCalledTimes(3)
  })
})
