import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PhotoField } from './photo-field'
import type { PhotoAttachment, PhotoStatus } from './use-photo-attachments'

const photo = (n: number, status: PhotoStatus = 'ready', error?: string): PhotoAttachment => ({
  id: `photo-${n}`,
  name: `IMG_00${40 + n}.jpg`,
  previewUrl: `blob:photo-${n}`,
  status,
  error,
  prepared: {
    blob: new Blob([new Uint8Array(412 * 1024)], { type: 'image/jpeg' }),
    width: 2048,
    height: 1536,
    sourceBytes: 12_000_000,
  },
})

function renderField(props: Partial<Parameters<typeof PhotoField>[0]> = {}) {
  const handlers = { onAdd: vi.fn(), onRemove: vi.fn(), onRetry: vi.fn() }
  render(<PhotoField photos={[]} message={null} {...handlers} {...props} />)
  return handlers
}

describe('PhotoField', () => {
  it('is an optional group with a hint, and a file input for photos', async () => {
    const { onAdd } = renderField()
    const group = screen.getByRole('group', { name: 'Add photos (optional)' })
    const input = within(group).getByLabelText('Add photos')
    expect(input).toHaveAttribute('type', 'file')
    expect(input).toHaveAttribute('accept', 'image/*')
    expect(input).toHaveAttribute('multiple')
    expect(input).toHaveAccessibleDescription(/Up to 5 photos of your yard/)

    const files = [new File(['a'], 'a.jpg', { type: 'image/jpeg' })]
    await userEvent.upload(input, files)
    expect(onAdd).toHaveBeenCalledWith(files)
  })

  it('is reached with the Tab key', async () => {
    renderField()
    await userEvent.tab()
    expect(screen.getByLabelText('Add photos')).toHaveFocus()
  })

  it('shows each photo with its alt text, size and a remove button', async () => {
    const { onRemove } = renderField({ photos: [photo(1), photo(2, 'preparing')] })
    expect(screen.getByRole('img', { name: 'Photo 1 of 2: IMG_0041.jpg' })).toHaveAttribute(
      'src',
      'blob:photo-1',
    )
    expect(screen.getByText('Ready, 412 KB')).toBeInTheDocument()
    expect(screen.getByText('Preparing…')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 2' }))
    expect(onRemove).toHaveBeenCalledWith('photo-2')
    expect(screen.getByLabelText('Add more photos')).toBeInTheDocument()
  })

  it('keeps the focus in the field when a photo is removed or tried again', async () => {
    renderField({ photos: [photo(1), photo(2)] })
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 2' }))
    expect(screen.getByRole('list', { name: 'Chosen photos' })).toHaveFocus()
  })

  it('gives the focus to the add button when the last photo is removed', async () => {
    renderField({ photos: [photo(1)] })
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }))
    expect(screen.getByLabelText('Add more photos')).toHaveFocus()
  })

  it("moves the focus to a failed photo's status when it is tried again", async () => {
    const { onRetry } = renderField({ photos: [photo(1, 'failed', 'No connection.')] })
    await userEvent.click(screen.getByRole('button', { name: 'Try again, photo 1' }))
    expect(onRetry).toHaveBeenCalledWith('photo-1')
    expect(screen.getByText('Upload failed: No connection.').parentElement).toHaveFocus()
  })

  it('hides the add button once 5 photos are attached', () => {
    renderField({ photos: [1, 2, 3, 4, 5].map((n) => photo(n)) })
    expect(screen.queryByLabelText(/Add (more )?photos/)).not.toBeInTheDocument()
    expect(screen.getAllByRole('img')).toHaveLength(5)
  })

  it('has no add button without onAdd (after sending)', () => {
    render(<PhotoField photos={[photo(1, 'uploaded')]} message={null} onRemove={vi.fn()} />)
    expect(screen.queryByLabelText(/Add (more )?photos/)).not.toBeInTheDocument()
  })

  it('announces its message politely', () => {
    renderField({ message: 'You can add up to 5 photos.' })
    const message = screen.getByText('You can add up to 5 photos.')
    expect(message).toHaveAttribute('aria-live', 'polite')
    expect(screen.getByLabelText('Add photos')).toHaveAccessibleDescription(
      /You can add up to 5 photos\./,
    )
  })

  it('shows the upload: a progress bar, then uploaded, with nothing to add or remove', () => {
    renderField({ photos: [photo(1, 'uploading'), photo(2, 'uploaded')], isLocked: true })
    expect(screen.getByRole('progressbar', { name: 'Uploading photo 1' })).toBeInTheDocument()
    expect(screen.getByText('Uploaded')).toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    expect(screen.queryByLabelText(/Add (more )?photos/)).not.toBeInTheDocument()
  })

  it('offers to try a failed upload again or remove it', async () => {
    const { onRetry, onRemove } = renderField({
      photos: [photo(1, 'uploaded'), photo(2, 'failed', 'No connection. Check it and try again.')],
    })
    expect(
      screen.getByText('Upload failed: No connection. Check it and try again.'),
    ).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Try again, photo 2' }))
    expect(onRetry).toHaveBeenCalledWith('photo-2')
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 2' }))
    expect(onRemove).toHaveBeenCalledWith('photo-2')
    expect(screen.queryByRole('button', { name: 'Remove photo 1' })).not.toBeInTheDocument()
  })
})
