export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  public: {
    Tables: {
      contact_submissions: {
        Row: {
          address: string | null
          campaign: string | null
          city: string | null
          client_address: string | null
          created_at: string
          earliest_visit_date: string | null
          email: string
          first_name: string
          gclid: string | null
          id: string
          last_name: string
          message: string | null
          note: string | null
          note_updated_at: string | null
          note_updated_by: string | null
          note_updated_by_email: string | null
          opened_at: string | null
          phone: string
          reference: string
          referrer: string | null
          referrer_host: string | null
          search_text: string | null
          service: string
          source_page: string | null
          status: Database["public"]["Enums"]["estimate_request_status"]
          utm_campaign: string | null
          utm_medium: string | null
          utm_source: string | null
          visit_window: string | null
        }
        Insert: {
          address?: string | null
          campaign?: never
          city?: string | null
          client_address?: string | null
          created_at?: string
          earliest_visit_date?: string | null
          email: string
          first_name: string
          gclid?: string | null
          id?: string
          last_name: string
          message?: string | null
          note?: string | null
          note_updated_at?: string | null
          note_updated_by?: string | null
          note_updated_by_email?: string | null
          opened_at?: string | null
          phone: string
          reference?: string
          referrer?: string | null
          referrer_host?: never
          search_text?: never
          service: string
          source_page?: string | null
          status?: Database["public"]["Enums"]["estimate_request_status"]
          utm_campaign?: string | null
          utm_medium?: string | null
          utm_source?: string | null
          visit_window?: string | null
        }
        Update: {
          address?: string | null
          campaign?: never
          city?: string | null
          client_address?: string | null
          created_at?: string
          earliest_visit_date?: string | null
          email?: string
          first_name?: string
          gclid?: string | null
          id?: string
          last_name?: string
          message?: string | null
          note?: string | null
          note_updated_at?: string | null
          note_updated_by?: string | null
          note_updated_by_email?: string | null
          opened_at?: string | null
          phone?: string
          reference?: string
          referrer?: string | null
          referrer_host?: never
          search_text?: never
          service?: string
          source_page?: string | null
          status?: Database["public"]["Enums"]["estimate_request_status"]
          utm_campaign?: string | null
          utm_medium?: string | null
          utm_source?: string | null
          visit_window?: string | null
        }
        Relationships: []
      }
      history_events: {
        Row: {
          actor_email: string | null
          actor_id: string | null
          from_value: string | null
          id: number
          kind: string
          occurred_at: string
          request_id: string | null
          to_value: string | null
          user_email: string | null
          user_id: string | null
        }
        Insert: {
          actor_email?: string | null
          actor_id?: string | null
          from_value?: string | null
          id?: never
          kind: string
          occurred_at?: string
          request_id?: string | null
          to_value?: string | null
          user_email?: string | null
          user_id?: string | null
        }
        Update: {
          actor_email?: string | null
          actor_id?: string | null
          from_value?: string | null
          id?: never
          kind?: string
          occurred_at?: string
          request_id?: string | null
          to_value?: string | null
          user_email?: string | null
          user_id?: string | null
        }
        Relationships: []
      }
      user_roles: {
        Row: {
          created_at: string
          id: string
          role: Database["public"]["Enums"]["app_role"]
          user_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          role: Database["public"]["Enums"]["app_role"]
          user_id: string
        }
        Update: {
          created_at?: string
          id?: string
          role?: Database["public"]["Enums"]["app_role"]
          user_id?: string
        }
        Relationships: []
      }
    }
    Views: {
      [_ in never]: never
    }
    Functions: {
      admin_access: { Args: Record<PropertyKey, never>; Returns: string }
      ask_for_review: {
        Args: { client_key: string; request_id: string }
        Returns: number
      }
      cancel_visit: { Args: { visit_id: string }; Returns: boolean }
      claim_outbox_mails: {
        Args: {
          burst_limit?: number
          burst_window_seconds?: number
          lease_seconds?: number
          max_attempts?: number
          max_mails?: number
        }
        Returns: {
          address: string
          attempts: number
          details: Json
          digest_id: number
          earliest_visit_date: string
          email: string
          first_name: string
          gclid: string
          kind: string
          last_name: string
          mail_id: number
          message: string
          phone: string
          photo_count: number
          recipient: string
          reference: string
          referrer: string
          sent_by_email: string
          service: string
          source_page: string
          submission_id: string
          submitted_at: string
          utm_campaign: string
          utm_medium: string
          utm_source: string
          visit_window: string
        }[]
      }
      complete_outbox_mails: {
        Args: { mail_ids: number[] }
        Returns: undefined
      }
      count_new_estimate_requests: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      create_admin_invitation: { Args: { email: string }; Returns: Json }
      fail_outbox_mails: {
        Args: { error: string; mail_ids: number[]; retry_in_seconds: number }
        Returns: undefined
      }
      finish_request_photos: {
        Args: { photo_upload_key: string; request_id: string }
        Returns: number
      }
      has_admin_role: { Args: { user_id: string }; Returns: boolean }
      insights_decided_sources: {
        Args: { period_end: string; period_start: string }
        Returns: {
          campaign: string
          referrer_host: string
          requests: number
          status: Database["public"]["Enums"]["estimate_request_status"]
        }[]
      }
      insights_overdue_requests: {
        Args: Record<PropertyKey, never>
        Returns: {
          received_before: string
          requests: number
        }[]
      }
      insights_pipeline: {
        Args: { period_end: string; period_start: string }
        Returns: {
          requests: number
          status: Database["public"]["Enums"]["estimate_request_status"]
        }[]
      }
      insights_request_breakdown: {
        Args: { dimension: string; period_end: string; period_start: string }
        Returns: {
          key: string
          requests: number
        }[]
      }
      insights_response_times: {
        Args: { period_end: string; period_start: string }
        Returns: {
          answered: number
          first_day: string
          last_day: string
          median_hours: number
          p90_hours: number
          requests: number
          week_start: string
        }[]
      }
      insights_reviews_asked: {
        Args: { period_end: string; period_start: string }
        Returns: number
      }
      insights_weekly_requests: {
        Args: { period_end: string; period_start: string }
        Returns: {
          first_day: string
          last_day: string
          requests: number
          week_start: string
          year_earlier_first_day: string
          year_earlier_last_day: string
          year_earlier_requests: number
        }[]
      }
      list_admin_invitations: {
        Args: Record<PropertyKey, never>
        Returns: {
          email: string
          expires_at: string
          invited_at: string
          invited_by_email: string
        }[]
      }
      list_estimate_alert_recipients: {
        Args: Record<PropertyKey, never>
        Returns: {
          email: string
        }[]
      }
      list_estimate_requests: {
        Args: {
          campaign?: string
          city?: string
          cursor_created_at?: string
          cursor_id?: string
          direction?: string
          earliest_visit_from?: string
          earliest_visit_to?: string
          over_one_working_day?: boolean
          page_size?: number
          received_before?: string
          received_from?: string
          referrer_host?: string
          search?: string
          service?: string
          source_page?: string
          status?: Database["public"]["Enums"]["estimate_request_status"]
        }
        Returns: {
          address: string | null
          campaign: string | null
          city: string | null
          client_address: string | null
          created_at: string
          earliest_visit_date: string | null
          email: string
          first_name: string
          gclid: string | null
          id: string
          last_name: string
          message: string | null
          note: string | null
          note_updated_at: string | null
          note_updated_by: string | null
          note_updated_by_email: string | null
          opened_at: string | null
          phone: string
          reference: string
          referrer: string | null
          referrer_host: string | null
          search_text: string | null
          service: string
          source_page: string | null
          status: Database["public"]["Enums"]["estimate_request_status"]
          utm_campaign: string | null
          utm_medium: string | null
          utm_source: string | null
          visit_window: string | null
        }[]
        SetofOptions: {
          from: "*"
          to: "contact_submissions"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      list_orphaned_request_photos: {
        Args: { max_photos?: number }
        Returns: {
          name: string
        }[]
      }
      list_request_mails: {
        Args: { request_id: string }
        Returns: {
          attempts: number
          body: string
          created_at: string
          delivered_at: string
          kind: string
          last_error: string
          mail_id: number
          next_attempt_at: string
          recipient: string
          sent_by_email: string
          subject: string
          visit: Json
        }[]
      }
      list_request_photos: {
        Args: { request_ids: string[] }
        Returns: {
          created_at: string
          name: string
          request_id: string
        }[]
      }
      list_users: {
        Args: Record<PropertyKey, never>
        Returns: {
          created_at: string
          email: string
          email_confirmed_at: string
          id: string
          is_admin: boolean
          last_sign_in_at: string
          password_chosen: boolean
        }[]
      }
      list_visits: {
        Args: { for_request?: string; from_day?: string; to_day?: string }
        Returns: {
          address: string
          arrival_window: string
          city: string
          email: string
          first_name: string
          last_name: string
          message: string
          note: string
          office_note: string
          phone: string
          photo_count: number
          reference: string
          request_id: string
          request_status: string
          sequence: number
          service: string
          start_time: string
          updated_at: string
          updated_by_email: string
          visit_date: string
          visit_id: string
        }[]
      }
      record_chosen_password: {
        Args: Record<PropertyKey, never>
        Returns: boolean
      }
      retry_request_mail: { Args: { mail_id: number }; Returns: boolean }
      schedule_visit: {
        Args: {
          arrival_window?: string
          client_key: string
          note?: string
          request_id: string
          start_time?: string
          visit_date: string
        }
        Returns: string
      }
      send_request_reply: {
        Args: {
          body: string
          client_key: string
          request_id: string
          subject: string
        }
        Returns: number
      }
      submit_estimate_request: {
        Args: {
          address?: string
          earliest_visit_date?: string
          email: string
          first_name: string
          gclid?: string
          last_name: string
          message?: string
          phone: string
          photo_count?: number
          referrer?: string
          service: string
          source_page?: string
          utm_campaign?: string
          utm_medium?: string
          utm_source?: string
          visit_window?: string
          website?: string
        }
        Returns: {
          photo_upload_key: string
          reference: string
          request_id: string
        }[]
      }
    }
    Enums: {
      app_role: "admin"
      estimate_request_status:
        | "new"
        | "contacted"
        | "scheduled"
        | "won"
        | "lost"
        | "archived"
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {
      app_role: ["admin"],
      estimate_request_status: [
        "new",
        "contacted",
        "scheduled",
        "won",
        "lost",
        "archived",
      ],
    },
  },
} as const

