export { authenticate, sessionIsAlive } from './authenticate';
export type { AuthState, AuthenticateDeps } from './authenticate';
export {
  clearSessionCookie,
  readSessionCookie,
  SECURE_SESSION_COOKIE_NAME,
  sessionCookieName,
  setSessionCookie,
} from './session-cookie';
export { CROSS_SITE_MESSAGE, sameOrigin } from './same-origin';
export { LOG_REDACT_PATHS, LOG_REDACTION } from './log-redaction';
export {
  deleteStaleSignInAttempts,
  deviceBuckets,
  forgiveSignInAttempt,
  signInBuckets,
  takeSignInAttempt,
} from './sign-in-throttle';
export {
  DEVICE_TOKEN_LIFETIME_DAYS,
  openDeviceToken,
  readDeviceToken,
  sealDeviceToken,
  setDeviceCookie,
} from './device-cookie';
export type { DeviceToken } from './device-cookie';
export type { ThrottleBucket } from './sign-in-throttle';
