import { ContactPage } from '../../features/contact/components/ContactPage';
import { useBusinessProfile } from '../../features/settings/api/business-profile';

export function ContactRoute() {
  const { data: profile } = useBusinessProfile();
  return (
    <ContactPage
      phone={profile?.phone}
      email={profile?.email}
      address={profile?.address}
      hours={profile?.hours}
    />
  );
}
