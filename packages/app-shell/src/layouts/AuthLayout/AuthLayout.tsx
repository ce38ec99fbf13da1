import { brandColors } from '@shelfsight/ui-kit';
import type { CSSProperties } from 'react';
import { Outlet } from 'react-router-dom';
import { Logo } from '../Logo';
import styles from './AuthLayout.module.css';

// Shelf-like stripes over the brand gradient: a background image without shipping an image file.
const background = [
  'repeating-linear-gradient(0deg, rgba(255,255,255,0.04) 0 2px, transparent 2px 72px)',
  `linear-gradient(135deg, ${brandColors.primary} 0%, ${brandColors.primaryLight} 100%)`,
].join(', ');

/**
 * Layout of sign-in style pages: background, logo and a card. Plain HTML and CSS so the sign-in page
 * loads without antd (see the auth package README); pages that need antd bring its provider themselves.
 */
export function AuthLayout() {
  return (
    <main className={styles.page} style={{ background } as CSSProperties}>
      <Logo inverted />
      <section className={styles.card}>
        <Outlet />
      </section>
    </main>
  );
}

export { AuthLayout as Component };
