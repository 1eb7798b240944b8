// spec platform-core §2: the mobile layout is chosen by user-agent detection, not by width, so a
// phone in landscape still gets the side menu and a narrow desktop window keeps the header.
const MOBILE_UA = /Android|webOS|iPhone|iPod|iPad|BlackBerry|IEMobile|Opera Mini|Mobile|HarmonyOS/i;

export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_UA.test(userAgent);
}

export function detectMobile(): boolean {
  return typeof navigator !== 'undefined' && isMobileUserAgent(navigator.userAgent);
}
