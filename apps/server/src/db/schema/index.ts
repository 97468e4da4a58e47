export * from './accounts';
export * from './auth';
export * from './billing';
export * from './catalog';
export * from './platform';
export * from './social';
export * from './team';
export * from './wallet';
