export * from './permissions/index';
export * from './constants/index';
export * from './format/index';
export * from './resources/index';
export * from './calculations/index';
export * from './contracts/index';
