import { shortPageMeta } from '../../lib/pagination';
import { listBody, listResponse, route, type Route } from '../../rest/route';
import { presentPost, presentStorefrontPost } from './post.present';
import * as posts from './post.service';
import { createPostSchema, listPostsSchema, listPublishedPostsSchema, updatePostSchema } from './post.schemas';
import { Post, StorefrontPostPage } from './post.responses';

export const postRoutes: Route[] = [
  route({
    method: 'get',
    path: '/app/post',
    access: 'admin',
    permission: 'marketing:read',
    summary: 'List posts, newest first (drafts included)',
    twin: 'Query.posts',
    response: listResponse(Post),
    query: listPostsSchema,
    handler: async (ctx, input) => listBody(ctx, input, await posts.listPosts(ctx, input.query), presentPost),
  }),
  route({
    method: 'post',
    path: '/app/post',
    access: 'admin',
    permission: 'marketing:write',
    summary: 'Create a post (published_at null: a draft)',
    twin: 'Mutation.createPost',
    response: Post,
    body: createPostSchema,
    status: 201,
    handler: async (ctx, { body }) => presentPost(ctx, await posts.createPost(ctx, body)),
  }),
  route({
    method: 'get',
    path: '/app/post/:id',
    access: 'admin',
    permission: 'marketing:read',
    summary: 'Get a post',
    twin: 'Query.post',
    response: Post,
    handler: async (ctx, { params }) => presentPost(ctx, await posts.getPost(ctx, params.id)),
  }),
  route({
    method: 'patch',
    path: '/app/post/:id',
    access: 'admin',
    permission: 'marketing:write',
    summary: 'Update a post',
    twin: 'Mutation.updatePost',
    response: Post,
    body: updatePostSchema,
    handler: async (ctx, { params, body }) => presentPost(ctx, await posts.updatePost(ctx, params.id, body)),
  }),
  route({
    method: 'delete',
    path: '/app/post/:id',
    access: 'admin',
    permission: 'marketing:write',
    summary: 'Delete a post',
    twin: 'Mutation.deletePost',
    status: 204,
    handler: async (ctx, { params }) => posts.deletePost(ctx, params.id),
  }),
  route({
    method: 'get',
    path: '/webstore/post',
    access: 'storefront',
    summary: 'Published posts, newest first',
    twin: 'Query.storefrontPosts',
    response: StorefrontPostPage,
    query: listPublishedPostsSchema,
    handler: async (ctx, { query }) => {
      const page = await posts.listPublishedPosts(ctx, query);
      return { meta: shortPageMeta(page), data: page.data.map((p) => presentStorefrontPost(ctx, p)) };
    },
  }),
];
