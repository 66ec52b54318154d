export * from './money';
export * from './date';
export * from './initials';
export * from './phone';
