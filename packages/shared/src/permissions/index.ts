export * from './roles';
export * from './defaults';
export * from './role-rules';
export * from './actions';
export * from './records';
export * from './menu';
export * from './routes';
