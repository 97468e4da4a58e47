export * from './accounts';
export * from './auth';
export * from './catalog';
export * from './platform';
