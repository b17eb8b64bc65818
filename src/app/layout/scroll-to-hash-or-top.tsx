import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** On navigation: scroll to the hash target if there is one, otherwise to the top (section 2). */
export function ScrollToHashOrTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
