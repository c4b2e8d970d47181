export { useMediaQuery, useIsMobile, MOBILE_MEDIA_QUERY } from './useMediaQuery';
