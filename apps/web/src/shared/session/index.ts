export {
  currentUserQuery,
  setupStatusQuery,
  useAccountSetup,
  useRecheckSession,
  useSignIn,
} from './session.queries';
