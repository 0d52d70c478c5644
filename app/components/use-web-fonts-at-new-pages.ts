import { useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";
import { addWaitingWebFonts } from "#app/fonts/web-fonts.ts";

/**
 * A web font that waited on a visit's first page (its arrival would have moved the page) goes in
 * as the visitor reaches another page: that page is drawn new, so nothing on it moves.
 */
export function useWebFontsAtNewPages() {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  useLayoutEffect(() => {
    if (pathname !== firstPath.current) addWaitingWebFonts();
  }, [pathname]);
}
