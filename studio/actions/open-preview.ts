import { EyeOpenIcon } from "@sanity/icons";
import type { DocumentActionComponent } from "sanity";
import { previewUrl, sitePath } from "../preview-url";

/** "Open preview": the site, in preview mode, at this document's page (drafts included). */
export function openPreviewAction(settings: { siteUrl: string; secret: string | undefined }): DocumentActionComponent {
  const action: DocumentActionComponent = (props) => {
    const path = sitePath((props.draft ?? props.published) as never);
    const { secret, siteUrl } = settings;
    return {
      label: "Open preview",
      icon: EyeOpenIcon,
      disabled: !path || !secret,
      title:
        !secret ?
          "Set SANITY_STUDIO_PREVIEW_SECRET (the site's PREVIEW_SECRET) and SANITY_STUDIO_SITE_URL where the Studio is built"
        : !path ? "Give the document its address (slug) first"
        : `Open ${path} on ${siteUrl} with drafts`,
      onHandle: () => {
        if (path && secret) window.open(previewUrl(siteUrl, secret, path), "_blank", "noopener");
        props.onComplete();
      },
    };
  };
  action.displayName = "OpenPreviewAction";
  return action;
}
