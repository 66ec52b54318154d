export * from './types';
export * from './work-orders';
export * from './protocol';
export * from './answer';
export * from './customers';
export * from './vendors';
export * from './job-sites';
export * from './reports';
