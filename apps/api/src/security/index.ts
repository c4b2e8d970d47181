export { authenticate, sessionIsAlive } from './authenticate';
export type { AuthState, AuthenticateDeps } from './authenticate';
export { clearSessionCookie, readSessionCookie, SECURE_SESSION_COOKIE_NAME, sessionCookieName, setSessionCookie } from './session-cookie';
export { CROSS_SITE_MESSAGE, sameOrigin } from './same-origin';
export { LOG_REDACT_PATHS, LOG_REDACTION } from './log-redaction';
export { forgiveSignInAttempt, signInBuckets, takeSignInAttempt, deleteStaleSignInAttempts } from './sign-in-throttle';
export type { ThrottleBucket } from './sign-in-throttle';
