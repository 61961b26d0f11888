import { useNavigate } from 'react-router';
import { useMe } from '../../features/auth/api/me';
import { ContactPage } from '../../features/contact/components/ContactPage';
import { useBusinessProfile } from '../../features/settings/api/business-profile';

export function ContactRoute() {
  const navigate = useNavigate();
  const { data: profile } = useBusinessProfile();
  const me = useMe();
  return (
    <ContactPage
      profile={profile}
      customerUserId={me.isPending ? undefined : me.data?.role === 'CUSTOMER' ? me.data.id : null}
      onSent={() => void navigate('/')}
    />
  );
}
