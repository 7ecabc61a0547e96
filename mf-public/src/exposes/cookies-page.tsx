import { released } from '../components/Released';
import { LegalPage } from '../features/legal/components/LegalPage';

function CookiesPage() {
  return <LegalPage page="cookies" />;
}

export default released(CookiesPage);
