import { act, renderHook, waitFor } from '@testing-library/react'
import { useAction } from './use-action'

const unreachable = new TypeError('Failed to fetch')
const refused = new Error('Invalid login credentials')

describe('useAction', () => {
  it('follows a call from pending to success, with the call’s own callback', async () => {
    const onSuccess = vi.fn()
    const onCallSuccess = vi.fn()
    const { result } = renderHook(() =>
      useAction({ action: async (name: string) => `Hello ${name}`, onSuccess }),
    )
    expect(result.current.isIdle).toBe(true)
    act(() => result.current.mutate('Ann', { onSuccess: onCallSuccess }))
    expect(result.current.isPending).toBe(true)
    expect(result.current.variables).toBe('Ann')
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data).toBe('Hello Ann')
    expect(onSuccess).toHaveBeenCalledWith('Hello Ann', 'Ann')
    expect(onCallSuccess).toHaveBeenCalledWith('Hello Ann')
  })

  it('keeps trying while asked to, saying why meanwhile, then succeeds', async () => {
    let serverIsBack: (value: string) => void = () => {}
    const action = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(unreachable)
      .mockRejectedValueOnce(unreachable)
      .mockImplementationOnce(() => new Promise((resolve) => (serverIsBack = resolve)))
    const retry = vi.fn((_count: number, error: Error) => error === unreachable)
    const { result } = renderHook(() => useAction({ action, retry, retryDelay: () => 10 }))
    act(() => result.current.mutate())
    await waitFor(() => expect(action).toHaveBeenCalledTimes(3))
    expect(result.current.failureReason).toBe(unreachable)
    expect(result.current.isPending).toBe(true)
    expect(result.current.isError).toBe(false)
    act(() => serverIsBack('done'))
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(action).toHaveBeenCalledTimes(3)
    expect(retry.mock.calls.map(([count]) => count)).toEqual([0, 1])
    expect(result.current.failureReason).toBeNull()
  })

  it('fails at once on an error it is not asked to retry', async () => {
    const onError = vi.fn()
    const { result } = renderHook(() =>
      useAction<void>({
        action: () => Promise.reject(refused),
        retry: (_count, error) => error === unreachable,
        onError,
      }),
    )
    act(() => result.current.mutate())
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toBe(refused)
    expect(onError).toHaveBeenCalledWith(refused, undefined)
  })

  it('shows the latest call only', async () => {
    let finishFirst: (value: string) => void = () => {}
    const action = vi
      .fn<(n: number) => Promise<string>>()
      .mockImplementationOnce(() => new Promise((resolve) => (finishFirst = resolve)))
      .mockResolvedValueOnce('second')
    const { result } = renderHook(() => useAction({ action }))
    act(() => result.current.mutate(1))
    act(() => result.current.mutate(2))
    await waitFor(() => expect(result.current.data).toBe('second'))
    await act(async () => finishFirst('first'))
    expect(result.current.data).toBe('second')
    expect(result.current.variables).toBe(2)
  })
})
