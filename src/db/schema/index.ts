export * from './accounts.ts';
export * from './billing.ts';
export * from './catalogue.ts';
export * from './llm-usage.ts';
export * from './matching.ts';
export * from './profile.ts';
export * from './security.ts';
export * from './sensitive.ts';
