import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Modal, Radio } from 'antd';
import type { CandidateRecord } from '../../contracts/candidates';
import type { Document, DocumentCategory } from '../../contracts/documents';
// Through the contracts' index, which sets zod up for the browser (no eval probe under the CSP).
import { phoneForDisplay, platforms, type Platform, type Portal } from '../../contracts';
import { fillMessage, sharedMessages as texts } from '../../texts';
import { EmailAddress } from '../EmailAddress';
import { openDocumentInNewTab } from '../open-document';
import { useFocusReturn } from '../use-focus-return';
import { ReplaceDocumentDialog } from './ReplaceDocumentDialog';
import defaultAvatar from './default-avatar.svg';
import './candidate-profile.css';

/**
 * The staff page the modal is opened from (spec section 2). `admin` (the admin's assigned candidates) and
 * `subscribedCandidates` show the platform logins; the others show years of experience and salary range.
 */
export type CandidatePageType = 'admin' | 'subscribedCandidates' | 'registeredCandidates' | 'adminJobHistory';

const pagesWithLogins: ReadonlySet<CandidatePageType> = new Set(['admin', 'subscribedCandidates']);

export type CandidateProfileModalProps = {
  open: boolean;
  candidate: CandidateRecord | null | undefined;
  pageType: CandidatePageType;
  onClose: () => void;
  /** Asks the server for one platform's password (decrypted for this viewer only and audited); omitted: no Reveal. */
  onReveal?: (portal: Portal) => Promise<string>;
  /** Uploads a replacement as the candidate's new version; omitted: no Edit links even with the candidate's consent. */
  onReplaceDocument?: (document: Document, file: File) => Promise<void>;
  /** The admin's Continue after choosing a platform (spec: Continue goes to /applicationform carrying the candidate). */
  onProceed?: (platform: Platform, candidate: CandidateRecord) => void;
  /** A footer of the page's own (e.g. the super admin's Edit Profile and assign); else Continue for admins, Close for others. */
  footer?: ReactNode;
};

type Reveal = { state: 'busy' } | { state: 'shown'; password: string } | { state: 'failed' };

const fullName = (candidate: CandidateRecord) => `${candidate.user.firstName} ${candidate.user.lastName}`.trim();
const orNotProvided = (value: string | null | undefined) => (value && value.trim() ? value : texts.notProvided);
const listOrNotProvided = (values: string[]) => (values.length > 0 ? values.join(', ') : texts.notProvided);

/** One candidate for staff: profile, logins or experience by page type, attachments, and the page's actions. */
export function CandidateProfileModal(props: CandidateProfileModalProps) {
  if (!props.open || !props.candidate) return null;
  // A fresh state per candidate: a password revealed for one is never shown for the next.
  return <CandidateProfileDialog key={props.candidate.user._id} {...props} candidate={props.candidate} />;
}

function CandidateProfileDialog({
  candidate,
  pageType,
  onClose,
  onReveal,
  onReplaceDocument,
  onProceed,
  footer,
}: CandidateProfileModalProps & { candidate: CandidateRecord }) {
  useFocusReturn();
  const [step, setStep] = useState<'profile' | 'proceed'>('profile');
  // The button pressed goes with its step: focus moves to the new step's first control (the platform chosen, or
  // Continue), not to the page's body.
  const proceedStep = useRef<HTMLDivElement>(null);
  const continueButton = useRef<HTMLButtonElement>(null);
  const focusedStep = useRef(step);
  useEffect(() => {
    if (focusedStep.current === step) return;
    focusedStep.current = step;
    if (step === 'proceed')
      proceedStep.current?.querySelector<HTMLInputElement>('input:checked, input:not(:disabled)')?.focus();
    else continueButton.current?.focus();
  }, [step]);
  const ownPlatforms = new Set(candidate.userPortals.map((portal) => portal.name));
  const [platform, setPlatform] = useState<Platform | null>(candidate.userPortals[0]?.name ?? null);
  const { user } = candidate;
  const name = fullName(candidate);
  const isAdminPage = pageType === 'admin' && onProceed !== undefined;

  const defaultFooter =
    step === 'proceed' ? (
      <div className="candidate-profile__footer">
        <Button onClick={() => setStep('profile')}>{texts.candidateBack}</Button>
        <Button
          type="primary"
          disabled={!platform || !ownPlatforms.has(platform)}
          onClick={() => platform && onProceed?.(platform, candidate)}
        >
          {texts.candidateContinue}
        </Button>
      </div>
    ) : isAdminPage ? (
      <Button ref={continueButton} type="primary" onClick={() => setStep('proceed')}>
        {texts.candidateContinue}
      </Button>
    ) : (
      <Button type="primary" onClick={onClose}>
        {texts.close}
      </Button>
    );

  return (
    <Modal
      open
      title={step === 'proceed' ? texts.proceedToJobPlatform : texts.candidateProfile}
      onCancel={onClose}
      closable={{ 'aria-label': texts.close }}
      footer={step === 'profile' && footer !== undefined ? footer : defaultFooter}
      width={760}
      destroyOnHidden
    >
      {step === 'proceed' ? (
        <div ref={proceedStep}>
          <ProceedToPlatform ownPlatforms={ownPlatforms} platform={platform} onChange={setPlatform} />
        </div>
      ) : (
        <div className="candidate-profile" data-testid="candidate-profile">
          <div className="candidate-profile__banner" aria-hidden="true" />
          <div className="candidate-profile__identity">
            <img
              className="candidate-profile__picture"
              src={user.profilePicture || defaultAvatar}
              alt={fillMessage(texts.candidateProfilePicture, { name })}
              width={88}
              height={88}
            />
            <div className="candidate-profile__headline">
              <h3 className="candidate-profile__name">{name}</h3>
              <p>{listOrNotProvided(user.jobTitle)}</p>
              <p>{orNotProvided(user.phoneNumber && phoneForDisplay(user.phoneNumber))}</p>
              <p className="candidate-profile__email">
                <EmailAddress address={user.email} />
              </p>
            </div>
          </div>

          <section aria-labelledby="candidate-profile-all" className="candidate-profile__section">
            <h4 id="candidate-profile-all">{texts.candidateAllInformation}</h4>
            <dl className="candidate-profile__facts">
              <Fact label={texts.candidateFirstName} value={orNotProvided(user.firstName)} />
              <Fact label={texts.candidateLastName} value={orNotProvided(user.lastName)} />
              <Fact label={texts.candidateEmailLabel} value={<EmailAddress address={user.email} />} />
              <Fact label={texts.candidateJobTitle} value={listOrNotProvided(user.jobTitle)} />
              <Fact label={texts.candidatePreferredStates} value={listOrNotProvided(user.workState)} />
              {pagesWithLogins.has(pageType) ? null : (
                <>
                  <Fact label={texts.candidateYearsOfExperience} value={orNotProvided(user.experienceLevel)} />
                  <Fact label={texts.candidateSalaryRange} value={orNotProvided(user.salaryRange)} />
                </>
              )}
            </dl>
          </section>

          {pagesWithLogins.has(pageType) ? (
            <PlatformLogins portals={candidate.userPortals} onReveal={onReveal} />
          ) : null}

          <Attachments documents={candidate.userDocuments} onReplaceDocument={onReplaceDocument} />
        </div>
      )}
    </Modal>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="candidate-profile__fact">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** Each platform's login: e-mail shown, password masked until Reveal (decrypted by the server for this viewer). */
function PlatformLogins({ portals, onReveal }: { portals: Portal[]; onReveal?: (portal: Portal) => Promise<string> }) {
  const [reveals, setReveals] = useState<Record<string, Reveal>>({});
  const reveal = async (portal: Portal) => {
    if (!onReveal) return;
    setReveals((current) => ({ ...current, [portal._id]: { state: 'busy' } }));
    try {
      const password = await onReveal(portal);
      setReveals((current) => ({ ...current, [portal._id]: { state: 'shown', password } }));
    } catch (error) {
      console.error('A platform password could not be revealed.', error);
      setReveals((current) => ({ ...current, [portal._id]: { state: 'failed' } }));
    }
  };
  const hide = (portal: Portal) =>
    setReveals((current) => {
      const { [portal._id]: _hidden, ...rest } = current;
      return rest;
    });

  return (
    <section aria-labelledby="candidate-profile-logins" className="candidate-profile__section">
      <h4 id="candidate-profile-logins">{texts.candidatePlatformLogins}</h4>
      {portals.length === 0 ? (
        <p>{texts.candidateNoPlatform}</p>
      ) : (
        <ul className="candidate-profile__logins">
          {portals.map((portal) => {
            const current = reveals[portal._id];
            return (
              <li key={portal._id} className="candidate-profile__login" data-testid={`login-${portal.name}`}>
                <dl className="candidate-profile__facts">
                  <Fact label={texts.candidatePlatform} value={portal.name} />
                  {portal.credential ? (
                    <>
                      <Fact
                        label={texts.candidatePlatformEmail}
                        value={<EmailAddress address={portal.credential.email} />}
                      />
                      <div className="candidate-profile__fact">
                        <dt>{texts.candidatePlatformPassword}</dt>
                        <dd className="candidate-profile__password">
                          <span aria-live="polite">
                            {current?.state === 'shown' ? (
                              <code>{current.password}</code>
                            ) : (
                              <>
                                <span aria-hidden="true">••••••••</span>
                                <span className="portal-visually-hidden">{texts.candidatePasswordHidden}</span>
                              </>
                            )}
                          </span>
                          {onReveal ? (
                            current?.state === 'shown' ? (
                              <Button
                                size="small"
                                onClick={() => hide(portal)}
                                aria-label={fillMessage(texts.candidateHideOf, { platform: portal.name })}
                              >
                                {texts.candidateHide}
                              </Button>
                            ) : (
                              <Button
                                size="small"
                                loading={current?.state === 'busy'}
                                onClick={() => void reveal(portal)}
                                aria-label={fillMessage(texts.candidateRevealOf, { platform: portal.name })}
                              >
                                {current?.state === 'busy' ? texts.candidateRevealing : texts.candidateReveal}
                              </Button>
                            )
                          ) : null}
                        </dd>
                      </div>
                    </>
                  ) : null}
                </dl>
                {/* Outside the list: a description list holds only terms and their descriptions. */}
                {portal.credential ? null : <p className="candidate-profile__note">{texts.candidateAccountToCreate}</p>}
                {current?.state === 'failed' ? (
                  <Alert type="error" showIcon title={texts.candidateRevealFailed} />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {onReveal && portals.some((portal) => portal.credential) ? (
        <p className="candidate-profile__note">{texts.candidateRevealAudited}</p>
      ) : null}
    </section>
  );
}

const attachmentRows: { category: DocumentCategory; label: string; missing: string }[] = [
  { category: 'Resume/CV', label: texts.candidateCvResume, missing: texts.noResumeAvailable },
  { category: 'Cover Letter', label: texts.candidateCoverLetter, missing: texts.noCoverLetterAvailable },
];

/** CV/Resume and Cover Letter: a link each, or 'No … Available'; Edit when the candidate agreed to changes. */
function Attachments({
  documents,
  onReplaceDocument,
}: {
  documents: Document[];
  onReplaceDocument?: (document: Document, file: File) => Promise<void>;
}) {
  const [replacing, setReplacing] = useState<Document | null>(null);
  const [updated, setUpdated] = useState(false);
  const [openFailed, setOpenFailed] = useState(false);
  const open = async (document: Document) => {
    setOpenFailed(false);
    try {
      await openDocumentInNewTab(document.uri, document.type);
    } catch (error) {
      console.error('A candidate document could not be opened.', error);
      setOpenFailed(true);
    }
  };

  return (
    <section aria-labelledby="candidate-profile-attachments" className="candidate-profile__section">
      <h4 id="candidate-profile-attachments">{texts.candidateAttachments}</h4>
      <ul className="candidate-profile__attachments">
        {attachmentRows.map(({ category, label, missing }) => {
          const document = documents.find((candidateDocument) => candidateDocument.category === category);
          return (
            <li key={category} className="candidate-profile__attachment">
              <span className="candidate-profile__attachment-label">{label}</span>
              {document ? (
                <>
                  <a
                    href={document.uri}
                    target="_blank"
                    rel="noopener"
                    aria-label={fillMessage(
                      document.type === 'pdf' ? texts.candidateOpenDocument : texts.candidateDownloadDocument,
                      { name: document.title },
                    )}
                    onClick={(event) => {
                      // The file needs the session's bearer token, so the page fetches it for the new tab.
                      event.preventDefault();
                      void open(document);
                    }}
                  >
                    {document.title}
                  </a>
                  {document.agree === 'true' && onReplaceDocument ? (
                    <Button
                      type="link"
                      size="small"
                      onClick={() => {
                        setUpdated(false);
                        setReplacing(document);
                      }}
                      aria-label={fillMessage(texts.candidateEditOf, { category: label })}
                    >
                      {texts.candidateEdit}
                    </Button>
                  ) : null}
                </>
              ) : (
                <span>{missing}</span>
              )}
            </li>
          );
        })}
      </ul>
      <div role="status">{updated ? <Alert type="success" showIcon title={texts.documentUpdated} /> : null}</div>
      {openFailed ? <Alert type="error" showIcon title={texts.candidateDocumentOpenFailed} /> : null}
      {replacing && onReplaceDocument ? (
        <ReplaceDocumentDialog
          open
          category={replacing.category}
          onCancel={() => setReplacing(null)}
          onUpload={(file) => onReplaceDocument(replacing, file)}
          onDone={() => {
            setReplacing(null);
            setUpdated(true);
          }}
        />
      ) : null}
    </section>
  );
}

/** 'Proceed to Job Platform': the five platforms; only the candidate's own can be chosen (the server checks it too). */
function ProceedToPlatform({
  ownPlatforms,
  platform,
  onChange,
}: {
  ownPlatforms: Set<Platform>;
  platform: Platform | null;
  onChange: (platform: Platform) => void;
}) {
  return (
    <div className="candidate-profile__proceed">
      <p id="proceed-platform-hint">{texts.proceedChoosePlatform}</p>
      {ownPlatforms.size === 0 ? <Alert type="info" showIcon title={texts.proceedNoPlatform} /> : null}
      <Radio.Group
        aria-labelledby="proceed-platform-hint"
        value={platform}
        onChange={(event) => onChange(event.target.value as Platform)}
        className="candidate-profile__platforms"
      >
        {platforms.map((name) => (
          <Radio key={name} value={name} disabled={!ownPlatforms.has(name)}>
            {name}
            {ownPlatforms.has(name) ? null : (
              <span className="candidate-profile__note"> ({texts.proceedPlatformMissing})</span>
            )}
          </Radio>
        ))}
      </Radio.Group>
    </div>
  );
}
