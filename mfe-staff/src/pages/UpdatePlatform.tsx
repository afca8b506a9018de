import { useParams } from 'react-router-dom';
import { UpdatePlatformWizard } from '../features/platform-setup';

/** /updateplatform/{candidateId} (super admin), exposed as ./UpdatePlatform. */
export default function UpdatePlatform() {
  const { candidateId = '' } = useParams();
  // A new wizard per candidate: nothing typed for one carries over to the next.
  return <UpdatePlatformWizard key={candidateId} candidateId={candidateId} />;
}
