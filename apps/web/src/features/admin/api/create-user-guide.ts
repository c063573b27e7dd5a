import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notice } from "@/lib/notice";
import { z } from "zod";
import type { AdminUserGuide } from "@aesop/shared/contracts/admin";
import { addUserGuideByLinkSchema } from "@aesop/shared/contracts/user-guides";
import { api, apiData, multipartBody } from "@/lib/api-client";
import { errorDescription } from "@/lib/error-description";
import { userGuideFileProblem } from "../utils/user-guide-file";
import { queryKeys } from "@/lib/query-keys";

/** The add-a-guide form: a PDF upload or an http(s) link, checked here before the server checks again. */
export const userGuideFormSchema = z
  .object({
    title: z.string().trim().min(1, "Title is required").max(200, "Title is too long"),
    version: z.string().trim().min(1, "Version is required").max(50, "Version is too long"),
    description: z.string().trim().max(2000, "Description is too long"),
    source: z.enum(["file", "url"]),
    url: z.string().trim(),
    file: z.custom<File | null>((value) => value === null || value instanceof File, "Choose a PDF file"),
    active: z.boolean(),
  })
  .superRefine((values, ctx) => {
    if (values.source === "url") {
      if (!values.url) ctx.addIssue({ code: "custom", path: ["url"], message: "Link is required" });
      else if (!addUserGuideByLinkSchema.shape.fileUrl.safeParse(values.url).success)
        ctx.addIssue({ code: "custom", path: ["url"], message: "Must be an http(s) link" });
      return;
    }
    const problem = values.file ? userGuideFileProblem(values.file) : "Choose a PDF file";
    if (problem) ctx.addIssue({ code: "custom", path: ["file"], message: problem });
  });
export type UserGuideFormInput = z.input<typeof userGuideFormSchema>;
export type UserGuideFormValues = z.output<typeof userGuideFormSchema>;

export const emptyUserGuideForm: UserGuideFormInput = {
  title: "",
  version: "",
  description: "",
  source: "file",
  url: "",
  file: null,
  active: true,
};

/** The fields of POST /api/admin/user-guides (multipart): the file for an upload, the link otherwise. */
export function toUserGuideFields(values: UserGuideFormValues) {
  return {
    title: values.title,
    description: values.description,
    version: values.version,
    active: values.active ? ("true" as const) : ("false" as const),
    url: values.source === "url" ? values.url : undefined,
    file: values.source === "file" && values.file ? values.file : undefined,
  };
}

export const createUserGuide = (values: UserGuideFormValues): Promise<AdminUserGuide> =>
  apiData(api.POST("/api/admin/user-guides", { body: toUserGuideFields(values), bodySerializer: multipartBody }));

export function useCreateUserGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUserGuide,
    onSuccess: (guide) => {
      notice.success("User guide added", {
        description: guide.isActive
          ? `${guide.title} (version ${guide.version}) is now the active guide.`
          : `${guide.title} (version ${guide.version}) was saved as inactive.`,
      });
    },
    onError: (error) => {
      notice.error("Failed to add user guide", { description: errorDescription(error) });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.userGuides }),
      ]),
  });
}
