// Layout breakpoints of product §9: mobile up to 767, tablet up to 1279, laptop up to 1440, desktop from 1280
// (laptop is the narrow end of desktop).
export const BREAKPOINTS = {
  mobileMax: 767,
  tabletMax: 1279,
  laptopMax: 1440,
  desktopMin: 1280,
} as const;

export type Breakpoint = 'mobile' | 'tablet' | 'laptop' | 'desktop';

export const MEDIA: Record<Breakpoint, string> = {
  mobile: `(max-width: ${BREAKPOINTS.mobileMax}px)`,
  tablet: `(min-width: ${BREAKPOINTS.mobileMax + 1}px) and (max-width: ${BREAKPOINTS.tabletMax}px)`,
  laptop: `(min-width: ${BREAKPOINTS.desktopMin}px) and (max-width: ${BREAKPOINTS.laptopMax}px)`,
  desktop: `(min-width: ${BREAKPOINTS.desktopMin}px)`,
};

export interface BreakpointFlags {
  width: number;
  /** the narrowest name that applies: laptop for 1280–1440, desktop beyond */
  breakpoint: Breakpoint;
  isMobile: boolean;
  isTablet: boolean;
  isLaptop: boolean;
  /** 1280 and wider, laptops included */
  isDesktop: boolean;
}

export function breakpointOf(width: number): BreakpointFlags {
  const isMobile = width <= BREAKPOINTS.mobileMax;
  const isTablet = !isMobile && width <= BREAKPOINTS.tabletMax;
  const isDesktop = width >= BREAKPOINTS.desktopMin;
  const isLaptop = isDesktop && width <= BREAKPOINTS.laptopMax;
  const breakpoint: Breakpoint = isMobile ? 'mobile' : isTablet ? 'tablet' : isLaptop ? 'laptop' : 'desktop';
  return { width, breakpoint, isMobile, isTablet, isLaptop, isDesktop };
}
