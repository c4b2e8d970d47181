export * from './sales-document.types';
export * from './sales-document.rules';
