import { released } from '../components/Released';
import { LegalPage } from '../features/legal/components/LegalPage';

function PrivacyPolicyPage() {
  return <LegalPage page="privacy" />;
}

export default released(PrivacyPolicyPage);
