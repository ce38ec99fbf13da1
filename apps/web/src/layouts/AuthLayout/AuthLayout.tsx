import { brandColors } from '@shelfsight/ui-kit';
import { Card, Flex } from 'antd';
import { Outlet } from 'react-router-dom';
import { Logo } from '../Logo';

// Shelf-like stripes over the brand gradient: a background image without shipping an image file.
const background = [
  'repeating-linear-gradient(0deg, rgba(255,255,255,0.04) 0 2px, transparent 2px 72px)',
  `linear-gradient(135deg, ${brandColors.primary} 0%, ${brandColors.primaryLight} 100%)`,
].join(', ');

/** Layout of sign-in style pages: background, logo and a card. Flash messages come from the app root. */
export function AuthLayout() {
  return (
    <Flex vertical align="center" justify="center" gap={24} style={{ minHeight: '100vh', padding: 24, background }}>
      <Logo inverted />
      <Card style={{ width: '100%', maxWidth: 420 }}>
        <Outlet />
      </Card>
    </Flex>
  );
}

export { AuthLayout as Component };
