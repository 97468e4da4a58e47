/** Messages of the row actions: i18n keys of the web's `sponsor` namespace. */
export const sponsorListErrors = {
  adSetNotFound: 'sponsor:error.adSetNotFound',
  cannotToggleAdSet: 'sponsor:error.cannotToggleAdSet',
  adSetRemoved: 'sponsor:error.adSetRemoved',
  duplicateColumnId: 'sponsor:error.duplicateColumnId',
  tooManyColumns: 'sponsor:error.tooManyColumns',
  columnTitleTooLong: 'sponsor:error.columnTitleTooLong',
  requireColumnId: 'sponsor:error.requireColumnId',
} as const;
