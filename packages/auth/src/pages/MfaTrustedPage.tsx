import { clientRoutes } from '@shelfsight/contracts';
import { Link } from 'react-router-dom';
import { useRevokeTrustedDeviceMutation, useTrustedDevicesQuery } from '../api/mfaApi';
import { formatPrettyDate } from '@shelfsight/ui-kit';
import styles from './resetPages.module.css';
import trustedStyles from './MfaTrustedPage.module.css';

/**
 * /mfa-trusted/ — the devices that skip the code step for 30 days, each with 'Revoke'. It sits in
 * the light sign-in layout so it opens quickly from a link; the profile page shows the same list.
 */
export function MfaTrustedPage() {
  const { data: devices, isLoading, isError } = useTrustedDevicesQuery();
  const [revoke, { isError: revokeFailed }] = useRevokeTrustedDeviceMutation();

  return (
    <section className={styles.panel}>
      <h1 className={styles.title}>Trusted devices</h1>
      <p className={styles.text}>
        These devices sign in without an authentication code until the date shown. Revoke any you no longer use or do
        not recognise; its next sign-in asks for a code again.
      </p>
      {isLoading ? <p className={styles.text}>Loading…</p> : null}
      {isError || revokeFailed ? (
        <p className={styles.text} role="alert">
          Something went wrong. Please try again or contact support.
        </p>
      ) : null}
      {devices && devices.length === 0 ? <p className={styles.text}>No device is trusted.</p> : null}
      {devices && devices.length > 0 ? (
        <ul className={trustedStyles.list} aria-label="Trusted devices">
          {devices.map((device) => (
            <li key={device.id} className={trustedStyles.item}>
              <span>
                <strong>{device.label}</strong>
                <br />
                Trusted {formatPrettyDate(device.createdAt)} · last used {formatPrettyDate(device.lastUsedAt)} · until{' '}
                {formatPrettyDate(device.expiresAt)}
              </span>
              <button
                type="button"
                className={trustedStyles.revoke}
                aria-label={`Revoke ${device.label}`}
                onClick={() => void revoke(device.id)}
              >
                Revoke
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className={styles.links}>
        <Link className={styles.link} to={clientRoutes.profile}>
          My profile
        </Link>
        <Link className={styles.link} to={clientRoutes.home}>
          Home page
        </Link>
      </p>
    </section>
  );
}

export { MfaTrustedPage as Component };
