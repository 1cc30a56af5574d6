/** A message for the operator of `npm run admin`; the command prints it and exits 1. */
export class Refusal extends Error {}
