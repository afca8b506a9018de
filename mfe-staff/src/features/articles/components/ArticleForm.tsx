import { forwardRef, useEffect, useId, useImperativeHandle, useRef, useState, type FormEvent } from 'react';
import { Button, Flex, Input, Typography } from 'antd';
import {
  blogLevels,
  blogTitleLimit,
  showsNothing,
  type Blog,
  type BlogLevel,
  type BlogRequest,
} from '@portal/shared/contracts';
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

type Field = 'title' | 'content' | 'level';
type Problems = Partial<Record<Field, string>>;

/** Every missing field at once, each said under it (spec section 5: title, content, level all required). */
function problemsOf(title: string, contentText: string, level: BlogLevel | ''): Problems {
  const problems: Problems = {};
  if (showsNothing(title)) problems.title = articleTexts.titleRequired;
  if (showsNothing(contentText)) problems.content = articleTexts.contentRequired;
  if (!level) problems.level = articleTexts.levelRequired;
  return problems;
}

/** The left form of /articles: create mode, or edit mode with the article's fields filled in. */
export const ArticleForm = forwardRef<ArticleFormHandle, ArticleFormProps>(function ArticleForm(
  { editing, saving, onSave, onCancelEdit },
  ref,
) {
  const levelId = useId();
  const problemId = (field: Field) => `${levelId}-${field}-problem`;
  const editor = useRef<MessageEditorHandle>(null);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState({ html: '', text: '' });
  const [level, setLevel] = useState<BlogLevel | ''>('');
  const [problems, setProblems] = useState<Problems>({});
  /** A field's problem as the text under it, and what its control carries while it has one. */
  const problemOf = (field: Field) =>
    problems[field] ? (
      <Typography.Text type="danger" id={problemId(field)} role="alert">
        {problems[field]}
      </Typography.Text>
    ) : null;
  /** A field changed: its problem goes (the next Create Article checks every field again). */
  const settled = (field: Field) =>
    setProblems((current) => {
      if (!current[field]) return current;
      const { [field]: _gone, ...rest } = current;
      return rest;
    });
  const describedBy = (field: Field) =>
    problems[field] ? { 'aria-invalid': true, 'aria-describedby': problemId(field) } : {};

  const clear = () => {
    setTitle('');
    editor.current?.clear();
    setContent({ html: '', text: '' });
    setLevel('');
    setProblems({});
  };
  useImperativeHandle(ref, () => ({ reset: clear }));

  // Opening an article for editing fills the form with it (leaving edit mode empties it through `reset`).
  useEffect(() => {
    if (!editing) return;
    setTitle(editing.title);
    setLevel(editing.level);
    editor.current?.setHtml(editing.content);
    setProblems({});
  }, [editing]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(title, content.text, level);
    setProblems(found);
    if (Object.keys(found).length > 0 || !level) return;
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
          <Input
            value={title}
            onChange={(event) => {
              setTitle(event.target.value);
              settled('title');
            }}
            maxLength={blogTitleLimit}
            status={problems.title ? 'error' : undefined}
            {...describedBy('title')}
          />
        </label>
        {problemOf('title')}
        <div>
          <Typography.Text strong>{articleTexts.contentLabel}</Typography.Text>
          <MessageEditor
            ref={editor}
            label={articleTexts.contentLabel}
            placeholder={articleTexts.contentPlaceholder}
            height="18rem"
            onChange={(html, text) => {
              setContent({ html, text });
              if (text.trim()) settled('content');
            }}
          />
          {problemOf('content')}
        </div>
        <div className="articles-form__level">
          <label htmlFor={levelId}>
            <Typography.Text strong>{articleTexts.levelLabel}</Typography.Text>
          </label>
          <select
            id={levelId}
            value={level}
            onChange={(event) => {
              setLevel(event.target.value as BlogLevel | '');
              settled('level');
            }}
            {...describedBy('level')}
          >
            <option value="">{articleTexts.levelPlaceholder}</option>
            {blogLevels.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          {problemOf('level')}
        </div>
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
