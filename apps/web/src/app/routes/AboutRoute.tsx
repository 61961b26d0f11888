import { LoadError } from '../../components/LoadError';
import { AboutPage } from '../../features/about/components/AboutPage';
import { useBusinessProfile } from '../../features/settings/api/business-profile';

export function AboutRoute() {
  const { data: profile, isError, refetch } = useBusinessProfile();
  if (isError && !profile) {
    return (
      <>
        <AboutPage about="" />
        <LoadError onRetry={() => void refetch()} />
      </>
    );
  }
  return <AboutPage about={profile?.about} />;
}
