import { Box, Flex } from '@chakra-ui/react';
import { Suspense, lazy, useEffect, useState, type ComponentType } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router-dom';
import { useViewerSync } from '../accounts/hooks/useViewer';
import { useLoginPrompt } from '../accounts/loginPrompt';
import { PageLoader } from '../shared/components/PageLoader';
import { detectMobile } from '../shared/utils/userAgent';
import { NARROW_SCREEN, useNarrowScreen } from '../shared/hooks/useNarrowScreen';
import { deepestHandle } from '../shared/routeHandle';
import { Footer } from './shell/Footer';
import { Header } from './shell/Header';
import { SupportWidget } from './shell/SupportWidget';
import { PRODUCT_NAME, TITLE_SUFFIX } from '../shared/strings';

// The dialog (and crypto-js with it) loads the first time someone needs to log in.
const LoginDialog = lazy(() =>
  import('../accounts/components/LoginDialog').then((mod) => ({ default: mod.LoginDialog })),
);

// Phones and narrow windows get the drawer menu; a wide desktop never downloads it.
let loadedMobileHeader: ComponentType | null = null;
const loadMobileHeader = () =>
  import('./shell/MobileHeader').then((mod) => {
    loadedMobileHeader = mod.MobileHeader;
    return { default: mod.MobileHeader };
  });
const LazyMobileHeader = lazy(loadMobileHeader);

// Once the code is here it is drawn as it is: React.lazy suspends the first render once even for
// code already loaded, and a phone would see the placeholder bar and a second commit for it.
function MobileHeader() {
  const Loaded = loadedMobileHeader;
  if (Loaded) return <Loaded />;
  return (
    <Suspense fallback={<Box h="14" bg="white" borderBottomWidth="1px" />}>
      <LazyMobileHeader />
    </Suspense>
  );
}

/** Starts loading the header this screen will show, so the first render need not wait for it. */
export function prefetchHeader(): Promise<unknown> {
  return detectMobile() || window.matchMedia(NARROW_SCREEN).matches
    ? loadMobileHeader()
    : Promise.resolve();
}

function LoginDialogHost() {
  const { open } = useLoginPrompt();
  const [needed, setNeeded] = useState(open);
  if (open && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  );
}

function useScrollToTop(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
}

function useDocumentTitle(section: string | undefined): void {
  useEffect(() => {
    document.title = section ? `${section}${TITLE_SUFFIX}` : PRODUCT_NAME;
  }, [section]);
}

/** Root layout: header, page, footer where the route asks, support widget, login dialog. */
export function AppLayout() {
  const [phone] = useState(detectMobile);
  // A desktop window narrowed to a phone's width gets the phone's header too.
  const mobile = useNarrowScreen() || phone;
  const matches = useMatches();
  const navigation = useNavigation();
  useViewerSync();
  useScrollToTop();
  useDocumentTitle(deepestHandle(matches, 'section'));
  const showFooter = deepestHandle(matches, 'footer') === true;
  return (
    <Flex direction="column" minH="100vh">
      {mobile ? <MobileHeader /> : <Header />}
      {/* A page as tall as the window keeps the footer out of view while its content loads, so
          the footer is never pushed down on screen (CLS). */}
      <Box as="main" flex="1" minH="100vh" display="flex" flexDirection="column">
        <Outlet />
      </Box>
      {showFooter && <Footer />}
      <SupportWidget />
      <PageLoader active={navigation.state === 'loading'} overlay />
      <LoginDialogHost />
    </Flex>
  );
}
