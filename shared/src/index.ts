export * from './constants/enums.ts';
export * from './constants/limits.ts';
export * from './constants/business.ts';
export * from './schemas/common.ts';
export * from './rules/format.ts';
export * from './rules/fields.ts';
export * from './rules/grades.ts';
export * from './schemas/auth.ts';
