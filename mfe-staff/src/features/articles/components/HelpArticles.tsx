import { useRef, useState } from 'react';
import { Card } from 'antd';
import { useSession } from '@portal/shared';
import type { Blog, BlogRequest } from '@portal/shared/contracts';
import { saveArticle } from '../api/save-article';
import { useArticles } from '../api/use-articles';
import { articleTexts } from '../texts';
import { ArticleForm, type ArticleFormHandle } from './ArticleForm';
import { ArticleList } from './ArticleList';
import './articles.css';

/** /articles (admin, super admin): the article form on the left, the existing articles on the right. */
export function HelpArticles() {
  const notify = useSession((state) => state.notify);
  const form = useRef<ArticleFormHandle>(null);
  const formArea = useRef<HTMLDivElement>(null);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Blog | null>(null);
  const [saving, setSaving] = useState(false);
  const { data, isLoading, mutate } = useArticles(page);
  const list = data?.data;

  const save = async (article: BlogRequest): Promise<boolean> => {
    setSaving(true);
    try {
      await saveArticle(article, editing?._id ?? null);
      notify('success', articleTexts.saved);
      // After saving, back to create mode with empty fields (spec section 4).
      setEditing(null);
      form.current?.reset();
      await mutate();
      return true;
    } catch (error) {
      console.error('Article could not be saved.', error);
      notify('error', articleTexts.saveFailed);
      return false;
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="articles-page">
      <Card ref={formArea}>
        <ArticleForm
          ref={form}
          editing={editing}
          saving={saving}
          onSave={save}
          onCancelEdit={() => {
            setEditing(null);
            form.current?.reset();
          }}
        />
      </Card>
      <Card>
        <ArticleList
          articles={list?.docs ?? []}
          loading={isLoading}
          editingId={editing?._id ?? null}
          onEdit={(article) => {
            setEditing(article);
            // On a phone the form sits above the list: bring it into view.
            formArea.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
          }}
          page={page}
          totalPages={list?.totalPages ?? 0}
          onPage={setPage}
        />
      </Card>
    </div>
  );
}
