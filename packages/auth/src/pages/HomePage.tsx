import { selectAuthUser, useAppSelector } from '@shelfsight/api-client';
import { Flex, Spin } from 'antd';
import { clientRoutes } from '@shelfsight/contracts';
import { CopyLinkButton } from '../components/CopyLinkButton';
import { UserWelcome } from '../components/UserWelcome';

/**
 * / — the home screen after sign-in. Dashboards join it once they exist; until then it greets the user
 * with what the session knows about them.
 */
export function HomePage() {
  const user = useAppSelector(selectAuthUser);
  if (!user) {
    // A token without a stored user: the guard's current-user load fills it in a moment.
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  }
  return (
    <Flex vertical gap={16}>
      <UserWelcome user={user} />
      <div>
        <CopyLinkButton path={clientRoutes.home} />
      </div>
    </Flex>
  );
}

export { HomePage as Component };
