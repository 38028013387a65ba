import { useLocation, useNavigationType } from "@remix-run/react";
import { useEffect } from "react";

/** Each new page starts at the top, and again after 100 ms once late content has laid out. */
export function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === "POP") return;
    window.scrollTo(0, 0);
    const timer = setTimeout(() => window.scrollTo(0, 0), 100);
    return () => clearTimeout(timer);
  }, [pathname, navigationType]);
  return null;
}
