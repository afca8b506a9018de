import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Modal } from 'antd';
import type { User } from '@portal/shared';
import type { Subscriber } from '@portal/shared/contracts';
import { displayName } from '@portal/shared/people';
import { assignAccountOfficer, useActiveAdmins } from '../api/subscribers';
import { subscriberTexts as texts } from '../texts';
import { Pagination, useDebouncedValue, useFocusReturn } from '@portal/shared/ui';
import { refusalReason } from '../../../lib/refused-query';

export type AssignStep = 'choose' | 'confirm' | 'success' | 'failure' | 'noPlatform';

/** Whether the candidate has handed over a platform login (an e-mail); without one the flow ends on step 4. */
export const hasPlatformEmail = (subscriber: Pick<Subscriber, 'userPortals'>) =>
  subscriber.userPortals.some((portal) => Boolean(portal.credential?.email));

/**
 * The assign-admin flow (spec section 4): 1 choose an active admin (searchable, a page at a time), 2 confirm,
 * 3 success or failure, 4 'No job platform found' when the candidate has no platform e-mail (Submit Details opens
 * the wizard). `onClose` says whether an assignment was tried, so the list behind can be reloaded.
 */
export function AssignAdminFlow({
  subscriber,
  onClose,
  onAssigned,
  returnFocusTo,
}: {
  subscriber: Subscriber;
  onClose: (tried: boolean) => void;
  onAssigned: () => void;
  /** Where focus goes when the flow closes, when not the control that opened it (started from the profile modal). */
  returnFocusTo?: HTMLElement | null;
}) {
  useFocusReturn(returnFocusTo);
  const navigate = useNavigate();
  const [step, setStep] = useState<AssignStep>('choose');
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim());
  const [page, setPage] = useState(1);
  const [pagedSearch, setPagedSearch] = useState(search);
  if (pagedSearch !== search) {
    // Another search starts at its first page.
    setPagedSearch(search);
    setPage(1);
  }
  const admins = useActiveAdmins(search, page);
  const [chosen, setChosen] = useState<User | null>(null);
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState('');
  const candidateName = displayName(subscriber.user);

  const assign = async () => {
    if (!chosen) return;
    setBusy(true);
    setTried(true);
    try {
      await assignAccountOfficer(subscriber.user._id, chosen._id);
      setStep('success');
      onAssigned();
    } catch (problem) {
      console.error('Admin could not be assigned.', problem);
      // A refusal (4xx) says why, e.g. another super admin assigned the candidate meanwhile; a 5xx says nothing useful.
      const reason = await refusalReason(problem);
      setRefusal(reason === texts.assignFailed ? '' : reason);
      setStep('failure');
    } finally {
      setBusy(false);
    }
  };

  // Each later step's first words take the focus (its buttons replaced the one pressed), so they are read out first.
  const stepStart = useRef<HTMLElement | null>(null);
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    stepStart.current?.focus();
  }, [step]);
  const startOfStep = (element: HTMLElement | null) => {
    stepStart.current = element;
  };

  const close = () => onClose(tried);
  const finish = () => (hasPlatformEmail(subscriber) ? close() : setStep('noPlatform'));
  const button = (label: string, onClick: () => void, primary = false, disabled = false) => (
    <button
      type="button"
      className={`staff-list__button${primary ? ' staff-list__button--primary' : ''}`}
      onClick={onClick}
      disabled={disabled}
    >
      {label}
    </button>
  );

  const title = {
    choose: texts.chooseAdmin,
    confirm: texts.confirmTitle,
    success: texts.assignAdmin,
    failure: texts.assignAdmin,
    noPlatform: texts.noPlatformTitle,
  }[step];

  return (
    <Modal open title={title} onCancel={close} footer={null} destroyOnHidden>
      <div className="staff-list" data-step={step}>
        {step === 'choose' ? (
          <>
            <div className="staff-list__toolbar">
              <label className="staff-list__search">
                {texts.searchAdmins}
                <input type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
              </label>
            </div>
            <fieldset className="assign-flow__admins" ref={startOfStep} tabIndex={-1}>
              <legend>{texts.chooseAdmin}</legend>
              {(admins.data?.data.docs ?? []).length === 0 ? (
                <p>{admins.isLoading ? texts.loading : texts.noActiveAdmins}</p>
              ) : (
                admins.data?.data.docs.map((admin) => (
                  <label key={admin._id} className="assign-flow__admin">
                    <input
                      type="radio"
                      name="admin"
                      value={admin._id}
                      checked={chosen?._id === admin._id}
                      onChange={() => setChosen(admin)}
                    />
                    {displayName(admin)} ({admin.email})
                  </label>
                ))
              )}
            </fieldset>
            <Pagination
              page={page}
              totalPages={admins.data?.data.totalPages ?? 0}
              onChange={setPage}
              label={texts.adminPages}
            />
            <div className="staff-list__actions">
              {button(texts.cancel, close)}
              {button(texts.continue, () => setStep('confirm'), true, !chosen)}
            </div>
          </>
        ) : null}
        {step === 'confirm' && chosen ? (
          <>
            <p ref={startOfStep} tabIndex={-1}>
              {texts.confirmText(displayName(chosen), candidateName)}
            </p>
            <div className="staff-list__actions">
              {button(texts.back, () => setStep('choose'), false, busy)}
              {button(busy ? texts.assigning : texts.confirm, () => void assign(), true, busy)}
            </div>
          </>
        ) : null}
        {step === 'success' ? (
          <>
            <p role="status" ref={startOfStep} tabIndex={-1}>
              {texts.assignedSuccess}
            </p>
            <div className="staff-list__actions">
              {button(hasPlatformEmail(subscriber) ? texts.close : texts.continue, finish, true)}
            </div>
          </>
        ) : null}
        {step === 'failure' ? (
          <>
            <div role="alert" ref={startOfStep} tabIndex={-1}>
              <p>{texts.assignFailed}</p>
              {refusal ? <p>{refusal}</p> : null}
            </div>
            <div className="staff-list__actions">
              {button(texts.close, close)}
              {button(texts.back, () => setStep('confirm'), true)}
            </div>
          </>
        ) : null}
        {step === 'noPlatform' ? (
          <>
            <p ref={startOfStep} tabIndex={-1}>
              {texts.noPlatformText}
            </p>
            <div className="staff-list__actions">
              {button(texts.later, close)}
              {button(texts.submitDetails, () => navigate(`/updateplatform/${subscriber.user._id}`), true)}
            </div>
          </>
        ) : null}
      </div>
    </Modal>
  );
}
