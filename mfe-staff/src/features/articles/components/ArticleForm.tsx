import { forwardRef, useEffect, useId, useImperativeHandle, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Flex, Input, Typography } from 'antd';
import { blogLevels, type Blog, type BlogLevel, type BlogRequest } from '@portal/shared/contracts';
import { MessageEditor, type MessageEditorHandle } from '../../../components/MessageEditor';
import { articleTexts } from '../texts';

export type ArticleFormProps = {
  /** The article being edited, or null to write a new one. */
  editing: Blog | null;
  saving: boolean;
  onSave(article: BlogRequest): Promise<boolean>;
  onCancelEdit(): void;
};
export type ArticleFormHandle = { reset(): void };

/** The first missing field, in the form's order (spec section 5: title, content, level all required). */
function firstProblem(title: string, contentText: string, level: BlogLevel | ''): string | null {
  if (!title.trim()) return articleTexts.titleRequired;
  if (!contentText.trim()) return articleTexts.contentRequired;
  if (!level) return articleTexts.levelRequired;
  return null;
}

/** The left form of /articles: create mode, or edit mode with the article's fields filled in. */
export const ArticleForm = forwardRef<ArticleFormHandle, ArticleFormProps>(function ArticleForm(
  { editing, saving, onSave, onCancelEdit },
  ref,
) {
  const levelId = useId();
  const editor = useRef<MessageEditorHandle>(null);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState({ html: '', text: '' });
  const [level, setLevel] = useState<BlogLevel | ''>('');
  const [problem, setProblem] = useState<string | null>(null);

  const clear = () => {
    setTitle('');
    editor.current?.clear();
    setContent({ html: '', text: '' });
    setLevel('');
    setProblem(null);
  };
  useImperativeHandle(ref, () => ({ reset: clear }));

  // Opening an article for editing fills the form with it (leaving edit mode empties it through `reset`).
  useEffect(() => {
    if (!editing) return;
    setTitle(editing.title);
    setLevel(editing.level);
    editor.current?.setHtml(editing.content);
    setProblem(null);
  }, [editing]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = firstProblem(title, content.text, level);
    setProblem(found);
    if (found || !level) return;
    await onSave({ title: title.trim(), content: content.html, level });
  };

  const heading = editing ? articleTexts.editHeading : articleTexts.createHeading;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={heading} className="articles-form">
      <Flex vertical gap={16}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {heading}
        </Typography.Title>
        <label>
          <Typography.Text strong>{articleTexts.titleLabel}</Typography.Text>
          <Input value={title} onChange={(event) => setTitle(event.target.value)} maxLength={200} />
        </label>
        <div>
          <Typography.Text strong>{articleTexts.contentLabel}</Typography.Text>
          <MessageEditor
            ref={editor}
            label={articleTexts.contentLabel}
            placeholder={articleTexts.contentPlaceholder}
            height="18rem"
            onChange={(html, text) => setContent({ html, text })}
          />
        </div>
        <div className="articles-form__level">
          <label htmlFor={levelId}>
            <Typography.Text strong>{articleTexts.levelLabel}</Typography.Text>
          </label>
          <select id={levelId} value={level} onChange={(event) => setLevel(event.target.value as BlogLevel | '')}>
            <option value="">{articleTexts.levelPlaceholder}</option>
            {blogLevels.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        {problem && <Alert type="error" showIcon title={problem} role="alert" />}
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" disabled={saving}>
            {saving ? articleTexts.saving : editing ? articleTexts.update : articleTexts.create}
          </Button>
          {editing && (
            <Button htmlType="button" onClick={onCancelEdit} disabled={saving}>
              {articleTexts.cancelEdit}
            </Button>
          )}
        </Flex>
      </Flex>
    </form>
  );
});
