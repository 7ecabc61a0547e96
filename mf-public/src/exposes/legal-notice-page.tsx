import { released } from '../components/Released';
import { LegalPage } from '../features/legal/components/LegalPage';

function LegalNoticePage() {
  return <LegalPage page="legalNotice" />;
}

export default released(LegalNoticePage);
