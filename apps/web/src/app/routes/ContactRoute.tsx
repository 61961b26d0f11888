import { Suspense } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { useMe } from '../../features/auth/api/me';
import { useBusinessProfile } from '../../features/settings/api/business-profile';
import { lazyPage } from '../lazy-page';

// Its code loads when it is opened (before the first render when the visit starts here: see main.tsx), as the
// catalogue's does: few visits open it, and its layout (MUI's Grid) and prefill query were in every visitor's first
// download. The form itself already loaded apart (ContactPage loads ContactForm lazily).
export const ContactPage = lazyPage(() =>
  import('../../features/contact/components/ContactPage').then((module) => module.ContactPage),
);

export function ContactRoute() {
  const navigate = useNavigate();
  const { data: profile } = useBusinessProfile();
  const me = useMe();
  return (
    <Suspense fallback={<PageLoader label="Loading the contact form" />}>
      <ContactPage
        profile={profile}
        customerUserId={me.isPending ? undefined : me.data?.role === 'CUSTOMER' ? me.data.id : null}
        onSent={() => void navigate('/')}
      />
    </Suspense>
  );
}
