import { useCallback, useEffect, useRef, useState } from 'react'

// The sign-in screens' requests, with the part of TanStack Query's useMutation they use: the
// sign-in form loads without the query cache (≈ 11 KB gzip), which only the dashboard needs.

export interface ActionOptions<TData, TVariables> {
  action: (variables: TVariables) => Promise<TData>
  onSuccess?: (data: TData, variables: TVariables) => void
  onError?: (error: Error, variables: TVariables) => void
  /** Whether a failure is tried again; `failureCount` counts the earlier ones (0 at first). */
  retry?: (failureCount: number, error: Error) => boolean
  /** How long to wait before try number `attempt` + 2. */
  retryDelay?: (attempt: number) => number
}

type ActionState<TData, TVariables> =
  | { status: 'idle'; data: undefined; error: null; variables: undefined }
  | { status: 'pending'; data: undefined; error: null; variables: TVariables }
  | { status: 'error'; data: undefined; error: Error; variables: TVariables }
  | { status: 'success'; data: TData; error: null; variables: TVariables }

type WithFlags<TState> = TState extends { status: infer TStatus }
  ? TState & {
      isIdle: TStatus extends 'idle' ? true : false
      isPending: TStatus extends 'pending' ? true : false
      isError: TStatus extends 'error' ? true : false
      isSuccess: TStatus extends 'success' ? true : false
    }
  : never

export type ActionResult<TData, TVariables> = WithFlags<ActionState<TData, TVariables>> & {
  /** The last failure while the action is still being tried (a retry is waiting). */
  failureReason: Error | null
  mutate: (variables: TVariables, options?: { onSuccess?: (data: TData) => void }) => void
}

const idle = { status: 'idle', data: undefined, error: null, variables: undefined } as const

const toError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)))

// As with useMutation (whose notifications wait for a timer), the outcome arrives in a later
// task than the call: the pending state ('Creating Account...') renders first even when the
// backend answers at once, instead of React batching it away with the result.
const nextTask = () => new Promise((resolve) => setTimeout(resolve))

/**
 * Runs an async action on demand and follows its state, as useMutation does: the latest call's
 * state shows; the hook's callbacks run even if the screen has gone meanwhile, the call's own
 * `onSuccess` only while it is still shown.
 */
export function useAction<TData, TVariables = void>(
  options: ActionOptions<TData, TVariables>,
): ActionResult<TData, TVariables> {
  const [state, setState] = useState<ActionState<TData, TVariables>>(idle)
  const [failureReason, setFailureReason] = useState<Error | null>(null)
  const latestCall = useRef(0)
  const isMounted = useRef(false)
  const latestOptions = useRef(options)

  useEffect(() => {
    latestOptions.current = options
  })

  useEffect(() => {
    isMounted.current = true
    return () => {
      isMounted.current = false
    }
  }, [])

  const mutate = useCallback(
    (variables: TVariables, callOptions?: { onSuccess?: (data: TData) => void }) => {
      const call = ++latestCall.current
      const isShown = () => isMounted.current && call === latestCall.current
      const { action, onSuccess, onError, retry, retryDelay } = latestOptions.current
      setState({ status: 'pending', data: undefined, error: null, variables })
      setFailureReason(null)

      const attempt = async (failureCount: number): Promise<void> => {
        let data: TData
        try {
          data = await action(variables)
        } catch (caught) {
          const error = toError(caught)
          if (retry?.(failureCount, error)) {
            if (isShown()) setFailureReason(error)
            await new Promise((resolve) => setTimeout(resolve, retryDelay?.(failureCount) ?? 0))
            return attempt(failureCount + 1)
          }
          await nextTask()
          onError?.(error, variables)
          if (isShown()) {
            setState({ status: 'error', data: undefined, error, variables })
            setFailureReason(error)
          }
          return
        }
        await nextTask()
        onSuccess?.(data, variables)
        if (isShown()) {
          setState({ status: 'success', data, error: null, variables })
          setFailureReason(null)
          callOptions?.onSuccess?.(data)
        }
      }
      void attempt(0)
    },
    [],
  )

  return {
    ...state,
    isIdle: state.status === 'idle',
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    isSuccess: state.status === 'success',
    failureReason,
    mutate,
  } as ActionResult<TData, TVariables>
}
