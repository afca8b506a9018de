import { useState } from 'react';
import { Alert, Button, Descriptions, Modal, Typography } from 'antd';
import type { Application } from '../contracts/applications';
import { fillMessage, sharedMessages as texts } from '../texts';
import { formatBritishDate } from '../british-date';
import { openDocumentInNewTab } from './open-document';

type ApplicationDetailModalProps = {
  /** Shown only when told it is open and given an application (spec section 2). */
  open: boolean;
  application: Application | null | undefined;
  onClose: () => void;
};

/**
 * One application as spec section 2 describes it: company, location, job description, the Job Overview grid, and
 * the CV that was sent with it (PDF, opened in a new tab) or 'No Resume Found'. Close and the X both close it.
 */
export function ApplicationDetailModal({ open, application: given, onClose }: ApplicationDetailModalProps) {
  const current = open && given ? given : null;
  // The modal stays mounted, showing the last application, until it has closed: antd then gives the focus back to
  // what opened it (unmounted at once, the focus fell to the page's body).
  const [lastShown, setLastShown] = useState<Application | null>(current);
  if (current && current !== lastShown) setLastShown(current);
  // Whose CV could not be opened: another application, or the same one opened again, starts without the error.
  const [cvFailedFor, setCvFailedFor] = useState<string | null>(null);
  const application = current ?? lastShown;
  if (!application) return null;
  const cvFailed = cvFailedFor === application._id;
  const { details } = application;
  const overview = [
    { label: texts.applicationDate, value: formatBritishDate(details.appliedDate) },
    { label: texts.applicationJobLevel, value: details.level },
    { label: texts.applicationDuration, value: details.duration },
    { label: texts.applicationRate, value: details.salary },
    { label: texts.applicationJobType, value: details.type },
    { label: texts.applicationType, value: details.applicationType },
  ];
  const cvUrl = application.cvUrl;
  const openCv = async () => {
    setCvFailedFor(null);
    try {
      await openDocumentInNewTab(cvUrl!);
    } catch (error) {
      console.error('The CV of an application could not be opened.', error);
      setCvFailedFor(application._id);
    }
  };

  return (
    <Modal
      open={current !== null}
      afterClose={() => {
        setLastShown(null);
        setCvFailedFor(null);
      }}
      title={application.title}
      styles={{ title: { overflowWrap: 'anywhere' } }}
      onCancel={onClose}
      closable={{ 'aria-label': texts.close }}
      footer={
        <Button type="primary" onClick={onClose}>
          {texts.close}
        </Button>
      }
      width={720}
      destroyOnHidden
    >
      {/* One column no wider than the dialog: a long unbroken company, location or description wraps inside it. */}
      <div
        data-testid="application-detail"
        style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16, overflowWrap: 'anywhere' }}
      >
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {application.company}
          </Typography.Title>
          <Typography.Text type="secondary">{application.location}</Typography.Text>
        </div>
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-line' }}>
          {application.description}
        </Typography.Paragraph>
        {/* The grid keeps whole words in its cells ('Perman ent' otherwise): a value too long for the dialog scrolls
            sideways inside this box instead of running over the page. */}
        <div role="group" aria-label={texts.applicationJobOverview} tabIndex={0} style={{ overflowX: 'auto' }}>
          <Descriptions
            title={texts.applicationJobOverview}
            bordered
            size="small"
            column={{ xs: 1, sm: 2, md: 3 }}
            // antd's cells break anywhere ('word-break: break-word'), so the grid's table squeezed a value below its
            // longest word ('Perman ent'); they wrap between words, as the staff tables do.
            styles={{
              content: { wordBreak: 'normal', overflowWrap: 'normal' },
              label: { wordBreak: 'normal', overflowWrap: 'normal' },
            }}
            items={overview.map(({ label, value }) => ({ key: label, label, children: value }))}
          />
        </div>
        <section aria-label={texts.applicationCvResume}>
          <Typography.Title level={5}>{texts.applicationCvResume}</Typography.Title>
          {cvUrl ? (
            <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
              <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
                {application.cvName}
              </Typography.Text>
              <Typography.Text type="secondary">{texts.applicationCvPdf}</Typography.Text>
              <a
                href={cvUrl}
                target="_blank"
                rel="noopener"
                aria-label={fillMessage(texts.applicationCvDownloadOf, { name: application.cvName ?? '' })}
                onClick={(event) => {
                  // The file needs the session's bearer token, so the page fetches it for the new tab.
                  event.preventDefault();
                  void openCv();
                }}
              >
                {texts.applicationCvDownload}
              </a>
            </div>
          ) : (
            <Typography.Text type="secondary">{texts.noResumeFound}</Typography.Text>
          )}
          {cvFailed ? (
            <Alert type="error" showIcon title={texts.applicationCvOpenFailed} style={{ marginTop: 8 }} />
          ) : null}
        </section>
      </div>
    </Modal>
  );
}
