import { released } from '../components/Released';
import { LegalPage } from '../features/legal/components/LegalPage';

function AccessibilityStatementPage() {
  return <LegalPage page="accessibility" />;
}

export default released(AccessibilityStatementPage);
