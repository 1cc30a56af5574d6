// The words of the estimate form's frame, apart from the form's own (estimate-request.ts): the
// frame opens before the form's code has loaded (src/app/estimate-dialog-shell.ts), so a page
// carries these few words and not the form's.
export const estimateFrameCopy = {
  title: 'Request a Free Estimate',
  intro: 'Tell us about your yard. We call or e-mail you within one business day.',
  close: 'Close',
  /** While the form's code loads, on a slow phone's first opening. */
  loading: 'Loading the form…',
}
