/** `statusReason` of a request that did not give a file: message keys of the exports namespace. */
export const exportReasons = {
  failed: 'exports:reason.failed',
  tooManyRows: 'exports:reason.tooManyRows',
  expired: 'exports:reason.expired',
  notApproved: 'exports:reason.notApproved',
} as const;

/** More rows than an export may hold: the one failure whose reason the user can act on (narrow the filters). */
export class ExportTooLargeError extends Error {
  constructor(maxRows: number) {
    super(`Too many rows (more than ${maxRows})`);
  }
}

/** An export its data refuses for a reason the user can act on (a message key of `exportReasons`). */
export class ExportRefusedError extends Error {
  constructor(readonly reason: (typeof exportReasons)[keyof typeof exportReasons]) {
    super(reason);
  }
}
