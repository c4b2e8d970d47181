export * from './uk-bank-details.rules';
export * from './business-profile.schema';
