import { useNavigate } from 'react-router';
import { ContactPage } from '../../features/contact/components/ContactPage';
import { useBusinessProfile } from '../../features/settings/api/business-profile';

export function ContactRoute() {
  const navigate = useNavigate();
  const { data: profile } = useBusinessProfile();
  return <ContactPage profile={profile} onSent={() => void navigate('/')} />;
}
