export * from './accounts.ts';
export * from './billing.ts';
export * from './catalogue.ts';
export * from './matching.ts';
export * from './security.ts';
