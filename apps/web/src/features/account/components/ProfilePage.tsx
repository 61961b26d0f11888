import { ScreenPlaceholder } from '../../../components/ScreenPlaceholder';

/** Settings / My Account (/profile). */
export function ProfilePage() {
  return (
    <ScreenPlaceholder
      title="My Account"
      message="Your account details are coming soon. If your business details change, please contact us."
    />
  );
}
